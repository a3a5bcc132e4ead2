import { Space } from 'antd';
import { useState } from 'react';
import { DocumentListScreen } from '../../components/Document/DocumentListScreen.tsx';
import { ComputePenalties } from './ComputePenalties.tsx';
import { buyerDeductionScreens } from './config.tsx';

/**
 * Settlement → Deductions: the charges made against suppliers, each approved inside and sent for the supplier to
 * accept; late-delivery penalties are proposed here by rule (the list is read anew once they are).
 */
export default function DeductionListScreen() {
  const [round, setRound] = useState(0);
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <ComputePenalties onComputed={() => setRound((r) => r + 1)} />
      <DocumentListScreen key={round} config={buyerDeductionScreens} />
    </Space>
  );
}
