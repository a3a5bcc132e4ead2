import type { LookupSeed } from '../../../platform/lookups/lookupSeed.ts';

/** The lookup types of the lifecycle documents (seed/demoLookups.ts takes them in). */
export const lifecycleLookups: LookupSeed[] = [
  {
    type: 'SLC_INSPECTION_TEMPLATE',
    cn: '考察模板',
    en: 'Inspection templates',
    values: [
      ['STANDARD', '标准考察', 'Standard inspection'],
      ['PRODUCTION', '生产件供应商考察', 'Production-part supplier inspection'],
    ],
  },
  {
    type: 'SLC_INSPECTION_ITEM',
    cn: '考察项',
    en: 'Inspection items',
    values: [
      ['QUALITY_SYSTEM', '质量体系', 'Quality system'],
      ['PRODUCTION_CAPACITY', '生产能力', 'Production capacity'],
      ['EQUIPMENT', '设备与工装', 'Equipment and tooling'],
      ['R_AND_D', '研发能力', 'R&D capability'],
      ['SITE_MANAGEMENT', '现场管理', 'Site management'],
      ['EHS', '环境健康安全', 'Environment, health and safety'],
    ],
  },
  {
    type: 'SLC_TRIAL_CONCLUSION',
    cn: '考察/试制结论',
    en: 'Inspection / trial conclusions',
    values: [
      ['PASS', '通过', 'Pass'],
      ['FAIL', '不通过', 'Fail'],
    ],
  },
  {
    type: 'SLC_DAILY_RECORD_TYPE',
    cn: '日常管理类型',
    en: 'Daily management types',
    values: [
      ['VISIT', '拜访', 'Visit'],
      ['MEETING', '会议', 'Meeting'],
      ['COMPLAINT', '投诉', 'Complaint'],
      ['OTHER', '其他', 'Other'],
    ],
  },
];
