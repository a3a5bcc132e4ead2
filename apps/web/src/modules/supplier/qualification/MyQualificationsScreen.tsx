import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../../../app/i18n/index.ts';
import { DataTable } from '../../../components/DataTable/index.ts';
import { QUALIFICATION_API } from '../info/types.ts';
import { qualificationColumns } from './columns.ts';

/** The supplier's own qualifications with days left; new or renewed files come in through a change request. */
export default function MyQualificationsScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <div data-testid="screen-my-qualifications">
      <DataTable
        api={`${QUALIFICATION_API}/listMine`}
        columns={qualificationColumns(t, lang, false)}
        rowKey="qualificationId"
        toolbarExtra={
          <Button
            type="primary"
            onClick={() => void navigate('/main/changeInfoEdit?mode=new')}
            data-testid="my-qualifications-request-change"
          >
            {t('supplierInfo.requestChange')}
          </Button>
        }
      />
    </div>
  );
}
