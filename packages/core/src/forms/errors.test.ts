import { describe, expect, it } from 'vitest';
import { HelperError } from './errors.ts';

describe('HelperError', () => {
  it('carries a code, the English text as message and both texts', () => {
    const error = new HelperError('TREE_PARSE_FAILED', 'tree.parseFailed');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HelperError');
    expect(error.code).toBe('TREE_PARSE_FAILED');
    expect(error.message).toBe('failed to parse tree data');
    expect(error.text('CN')).toBe('解析树形数据失败');
    expect(error.texts).toEqual({ CN: '解析树形数据失败', EN: 'failed to parse tree data' });
  });

  it('fills placeholders in both languages', () => {
    const error = new HelperError('FORMS_NOT_FORM', 'form.notForm', { index: 3 });
    expect(error.message).toContain('item 3 ');
    expect(error.text('CN')).toContain('第 3 项');
  });
});
