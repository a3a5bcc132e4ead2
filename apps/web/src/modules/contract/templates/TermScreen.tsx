import { termList } from '@srm/core/contract/templateLists';
import { useMemo } from 'react';
import { useLang } from '../../../app/i18n/index.ts';
import type { ColumnConfig } from '../../../components/DataTable/index.ts';
import { type MasterListRow, MasterListScreen } from '../../../components/MasterList/MasterListScreen.tsx';
import { templateTexts } from './texts.ts';

/** Contracts → Contract clauses (htmlUrl cctTermsList): the terms library templates include, versioned. */
export default function TermScreen() {
  const x = templateTexts[useLang()];
  const moreColumns = useMemo<ColumnConfig<MasterListRow>[]>(
    () => [{ key: 'termVersion', title: x.termVersion, width: 70 }],
    [x],
  );
  return (
    <MasterListScreen
      def={termList}
      testId="cct-term"
      rootTestId="screen-cctTermsList"
      formWidth={720}
      moreColumns={moreColumns}
    />
  );
}
