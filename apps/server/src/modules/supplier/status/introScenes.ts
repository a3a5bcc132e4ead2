import type { Lang } from '@srm/core';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { INTERNAL, menu } from '../../../platform/access/rules.ts';
import { masterFilterSchema, masterListWhere } from '../../../platform/db/masterList.ts';
import { pagingSchema, selectPage } from '../../../platform/db/paging.ts';
import { saveWithUniqueCode } from '../../../platform/db/versionedSave.ts';
import { defineAction } from '../../../platform/http/action.ts';
import {
  codeSchema,
  fieldError,
  guardUnique,
  idSchema,
  localName,
  nameSchema,
  optionalText,
  requireVersion,
  versionSchema,
  ynSchema,
} from '../../admin/orgCommon.ts';
import { introductionScenes } from '../statusSchema.ts';

/*
 * Introduction scenes (引入场景): the master list of the ways a supplier is brought in (new product,
 * second source, emergency…), each saying which steps are required: on-site inspection, sample trial,
 * batch trial. Lifecycle documents pick one (listForSelect); the screen maintains them.
 */

export const INTRO_SCENE_MENU = 'SLC_INTRO_SCENE';
const SERVER = 'srmServer';
const ENTITY = 'srmSlcIntroScene';

const columns = {
  sceneId: introductionScenes.id,
  sceneCode: introductionScenes.sceneCode,
  sceneName: introductionScenes.sceneName,
  sceneNameEn: introductionScenes.sceneNameEn,
  description: introductionScenes.description,
  inspectionFlag: introductionScenes.inspectionFlag,
  sampleTrialFlag: introductionScenes.sampleTrialFlag,
  batchTrialFlag: introductionScenes.batchTrialFlag,
  enabledFlag: introductionScenes.enabledFlag,
  lastUpdateDate: introductionScenes.lastUpdateDate,
  version: introductionScenes.version,
};
type Row = { sceneName: string; sceneNameEn: string | null };
const present = <R extends Row>(row: R, lang: Lang) => ({
  ...row,
  title: localName(lang, row.sceneName, row.sceneNameEn),
});
const where = (f: z.infer<z.ZodObject<typeof masterFilterSchema>>) =>
  masterListWhere(f, {
    code: introductionScenes.sceneCode,
    name: introductionScenes.sceneName,
    nameEn: introductionScenes.sceneNameEn,
    enabledFlag: introductionScenes.enabledFlag,
  });

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Introduction scenes with their required steps, by code or name and enabled flag, paged',
  auth: menu(INTRO_SCENE_MENU),
  body: z.object({ searchParams: z.object(masterFilterSchema).optional().default({}), ...pagingSchema }),
  handler: async ({ deps, body, lang }) => {
    const w = where(body.searchParams);
    const { rows, page } = await selectPage(deps.db, introductionScenes, w, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(introductionScenes)
        .where(w)
        .orderBy(asc(introductionScenes.sceneCode))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows.map((r) => present(r, lang)), page };
  },
});

const listForSelect = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listForSelect',
  summary: 'Enabled introduction scenes for a picker of the lifecycle documents; internal users only',
  auth: INTERNAL,
  body: z.object({ searchParams: z.object(masterFilterSchema).optional().default({}), ...pagingSchema }),
  handler: async ({ deps, body, lang }) => {
    const w = where({ ...body.searchParams, enabledFlag: 'Y' });
    const { rows, page } = await selectPage(deps.db, introductionScenes, w, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(introductionScenes)
        .where(w)
        .orderBy(asc(introductionScenes.sceneCode))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows.map((r) => present(r, lang)), page };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create (btnAdd) or change (btnEdit) an introduction scene; the code is unique',
  auth: menu(INTRO_SCENE_MENU),
  mutates: true,
  body: z.object({
    sceneId: idSchema.optional(),
    sceneCode: codeSchema,
    sceneName: nameSchema,
    sceneNameEn: optionalText(128),
    description: optionalText(1000),
    inspectionFlag: ynSchema.optional().default('N'),
    sampleTrialFlag: ynSchema.optional().default('N'),
    batchTrialFlag: ynSchema.optional().default('N'),
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    await requireMenuResource(deps.db, user!, INTRO_SCENE_MENU, body.sceneId ? 'btnEdit' : 'btnAdd');
    const taken = () => fieldError(lang, 409, 'sceneCode', 'introScene.codeTaken');
    const { sceneId, version, ...values } = body;
    const row = await guardUnique(
      () =>
        deps.db.transaction((tx) =>
          saveWithUniqueCode<Parameters<typeof present>[0]>(tx, introductionScenes, {
            codeColumn: introductionScenes.sceneCode,
            code: body.sceneCode,
            id: sceneId,
            version: () => requireVersion(lang, version),
            values,
            userId: user!.userId,
            returning: columns,
            onTaken: taken,
          }),
        ),
      taken,
    );
    return { data: present(row, lang), msg: 'introScene.saved' };
  },
});

export const introSceneActions = [listByPage, listForSelect, saveOrUpdate];
