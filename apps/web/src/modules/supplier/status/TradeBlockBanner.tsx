import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session.ts';

/**
 * The restriction a blacklisted, frozen or quit supplier sees on its home (docs/decisions.md
 * "Blacklisted supplier users"): it may still read notices and settle, but sourcing and orders refuse it.
 * The message comes from the server in the user's language.
 */
export function TradeBlockBanner() {
  const { t } = useTranslation();
  const block = useSession().userInfo?.tradeBlock;
  if (!block) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="supplier-trade-block"
      style={{ marginBottom: 12 }}
      message={t('supplierStatus.restrictedTitle')}
      description={
        <>
          <div>{block.message}</div>
          <div>{t('supplierStatus.restrictedHint')}</div>
        </>
      }
    />
  );
}
