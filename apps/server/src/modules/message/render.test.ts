import { describe, expect, it } from 'vitest';
import { escapeHtml, placeholdersOf, renderTemplate, unknownVariables } from './render.ts';

describe('the template renderer', () => {
  it('fills {{name}} placeholders, spaces inside the braces allowed; a missing value renders empty', () => {
    expect(renderTemplate('申请 {{docNumber}} 金额 {{ amount }}{{missing}}', { docNumber: 'PR1', amount: 12.5 })).toBe(
      '申请 PR1 金额 12.5',
    );
  });

  it('lists the placeholders once and names the undeclared ones', () => {
    expect(placeholdersOf('{{a}} {{b}} {{ a }} {c} {{1x}}')).toEqual(['a', 'b']);
    expect(unknownVariables(['{{docNumber}} {{secret}}', '{{amount}}'], ['docNumber', 'amount'])).toEqual(['secret']);
  });

  it('runs no code: values and expressions are text, never evaluated', () => {
    const out = renderTemplate('{{x}} {{constructor}} {{__proto__}} {{ 1+1 }}', {
      x: '{{y}}<script>alert(1)</script>',
      y: 'no',
    });
    // The value is inserted once, not rendered again; prototype names are not variables of the object.
    expect(out).toBe('{{y}}<script>alert(1)</script>   {{ 1+1 }}');
  });

  it('escapes HTML for an HTML consumer', () => {
    expect(renderTemplate('<b>{{name}}</b>', { name: '<img src=x onerror="a()">&\'' }, { escapeHtml: true })).toBe(
      '<b>&lt;img src=x onerror=&quot;a()&quot;&gt;&amp;&#39;</b>',
    );
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});
