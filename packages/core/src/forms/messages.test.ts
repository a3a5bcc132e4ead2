import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages.ts';
import { formMessage, formMessages } from './messages.ts';

describe('formMessages', () => {
  it('has the texts of spec §5 in both languages', () => {
    expect(formMessages['form.required']).toEqual({ CN: '必填', EN: 'required' });
    expect(formMessages['form.integer']).toEqual({ CN: '请输入数字', EN: 'must enter a number' });
    expect(formMessages['form.quantity']).toEqual({ CN: '请输入数值', EN: 'must enter a numeric value' });
    expect(formMessages['form.score']).toEqual({ CN: '请输入0-100的分数', EN: 'must enter a score from 0 to 100' });
    expect(formMessages['form.email']).toEqual({ CN: '邮箱格式错误', EN: 'email format error' });
    expect(formMessages['form.mobile']).toEqual({ CN: '手机号码格式错误', EN: 'mobile number format error' });
    expect(formMessages['form.telephone']).toEqual({ CN: '电话号码格式错误', EN: 'phone number format error' });
    expect(formMessages['tree.parseFailed']).toEqual({ CN: '解析树形数据失败', EN: 'failed to parse tree data' });
  });

  it("shares the 'required' text with the server messages", () => {
    expect(formMessages['form.required']).toBe(messages['field.required']);
  });

  it('has a non-empty text in every language for every key', () => {
    for (const entry of Object.values(formMessages)) {
      expect(entry.CN.trim()).not.toBe('');
      expect(entry.EN.trim()).not.toBe('');
    }
  });
});

describe('formMessage', () => {
  it('answers in Chinese by default', () => {
    expect(formMessage('form.mobile')).toBe('手机号码格式错误');
  });

  it('answers in the language asked for', () => {
    expect(formMessage('form.mobile', 'EN')).toBe('mobile number format error');
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(formMessage('form.notForm', 'EN', { index: 2 })).toContain('item 2 ');
    expect(formMessage('form.notForm', 'CN')).toContain('{index}');
  });
});
