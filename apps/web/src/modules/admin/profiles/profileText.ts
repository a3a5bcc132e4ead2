import type { TFunction } from 'i18next';
import { zh } from './texts.ts';

type DescribedCode = keyof typeof zh.desc;

/** The description of a profile in the interface language; empty for a profile this screen does not know. */
export function profileDescription(t: TFunction, code: string): string {
  return Object.hasOwn(zh.desc, code) ? t(`adminProfile.desc.${code as DescribedCode}`) : '';
}
