import { Typography } from 'antd';

/** A document number that opens it when `open` is given (see useOpenDocument), else plain text. */
export function DocumentLink(props: {
  number: unknown;
  id: unknown;
  open: ((id: number) => void) | null;
  testId: string;
}) {
  const { number, id, open, testId } = props;
  const text = number == null ? '' : String(number);
  if (!open || typeof id !== 'number') return <span data-testid={testId}>{text}</span>;
  return (
    <Typography.Link onClick={() => open(id)} data-testid={testId}>
      {text}
    </Typography.Link>
  );
}
