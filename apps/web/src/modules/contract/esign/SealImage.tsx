import { useQuery } from '@tanstack/react-query';
import { Image, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { fetchBlob } from '../../../app/api/download.ts';
import { SEAL } from './esignApi.ts';

/** A seal's PNG, fetched with the session's headers (an <img src> cannot send them). */
export function SealImage({ id, size = 96, alt }: { id: number; size?: number; alt: string }) {
  const blob = useQuery({
    queryKey: ['esignSeal', id],
    queryFn: async () => (await fetchBlob(`${SEAL}/image`, { method: 'GET', query: { id } })).blob,
    staleTime: 60_000,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return <Spin size="small" />;
  return <Image src={url} width={size} height={size} alt={alt} data-testid={`seal-image-${id}`} />;
}
