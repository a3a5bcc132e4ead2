import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One section of the gallery: a card with test id `gallery-<name>` and a short explanation. */
export function Section({
  name,
  title,
  intro,
  extra,
  children,
}: {
  name: string;
  title: ReactNode;
  intro?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div id={`gallery-${name}`} data-testid={`gallery-${name}`} style={{ scrollMarginTop: 16 }}>
      <Card title={title} extra={extra} size="small">
        {intro && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {intro}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </div>
  );
}
