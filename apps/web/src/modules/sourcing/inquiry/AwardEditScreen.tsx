import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { post } from '../../../app/api/client.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { AWARD_BASE, awardConfigFor } from './config.ts';

/**
 * An award document: made on the comparison screen (an inquiry's) or from an evaluated tender, submitted
 * here for approval; approved, the server turns it into price-library entries, agreements or orders at the
 * awarded prices. Its source decides the fields shown: the page reads the record first (the same query the
 * generic page reads it with) and leaves out the other source's fields.
 */
export default function AwardEditScreen() {
  const id = useScreen()?.query.id ?? null;
  const found = useQuery({
    queryKey: ['docFind', AWARD_BASE, id],
    queryFn: () => post<Row>(`${AWARD_BASE}/findById`, { awardId: id }),
    enabled: id != null,
    refetchOnWindowFocus: false,
  });
  const source = found.data ? (found.data.tenderId != null ? 'tender' : 'inquiry') : null;
  const config = useMemo(() => awardConfigFor(source), [source]);
  return <DocumentEditScreen config={config} />;
}
