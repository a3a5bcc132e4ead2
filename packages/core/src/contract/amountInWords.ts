import Decimal from 'decimal.js';

/*
 * An amount in Chinese capital figures (大写金额), as a contract, cheque or invoice writes it beside the figures:
 * 12345.67 → 壹万贰仟叁佰肆拾伍元陆角柒分, 100 → 壹佰元整. The rules of the People's Bank's accounting
 * standard: "整" after 元 when there are no 角/分; one 零 for any run of zeros between non-zero digits
 * (1005 → 壹仟零伍元整), none at the end of a group nor across a 万/亿 boundary after the group's unit
 * (101000 → 壹拾万壹仟元整); 拾 always written with its digit (10 → 壹拾元整); 零 between 元 and 分 when 角 is
 * zero (1.05 → 壹元零伍分). Rounded half up to the cent first. No currency word: the template writes it.
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const IN_GROUP = ['', '拾', '佰', '仟'];
/** Units of the four-digit groups from the right: 个, 万, 亿, 万亿 (this one is 万 when the 亿 group is not zero). */
const GROUP_UNITS = ['', '万', '亿', '万'];

/** The largest amount written: below 1 0000 0000 0000 0000 (ten thousand 万亿). */
const LIMIT = new Decimal('1e16');

export function amountInWords(value: Decimal.Value): string {
  const amount = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (amount.abs().gte(LIMIT)) throw new RangeError(`amountInWords: ${amount.toString()} is too large`);
  const negative = amount.isNegative() && !amount.isZero();
  const [integerText, fractionText = '00'] = amount.abs().toFixed(2).split('.');
  const integer = integerWords(integerText ?? '0');
  const jiao = Number(fractionText[0]);
  const fen = Number(fractionText[1]);

  let out = integer === '' ? '' : `${integer}元`;
  if (jiao === 0 && fen === 0) out = integer === '' ? '零元整' : `${out}整`;
  else {
    if (jiao > 0) out += `${DIGITS[jiao]}角`;
    else if (integer !== '') out += '零';
    if (fen > 0) out += `${DIGITS[fen]}分`;
  }
  return negative ? `负${out}` : out;
}

/** The integer part's words, '' for 0. */
function integerWords(digits: string): string {
  const stripped = digits.replace(/^0+/, '');
  let out = '';
  let zeroPending = false;
  let groupHasDigit = false;
  for (let i = 0; i < stripped.length; i++) {
    const position = stripped.length - 1 - i;
    const digit = Number(stripped[i]);
    if (digit === 0) {
      if (out !== '') zeroPending = true;
    } else {
      if (zeroPending) out += '零';
      zeroPending = false;
      groupHasDigit = true;
      out += DIGITS[digit] + IN_GROUP[position % 4];
    }
    if (position % 4 === 0) {
      const group = position / 4;
      if (groupHasDigit && group > 0) {
        // 万亿: the 万 group above 亿 takes 亿 itself when the 亿 group is all zeros (1e12 → 壹万亿).
        const unit = group === 3 && stripped.slice(-12, -8).replace(/0/g, '') === '' ? '万亿' : GROUP_UNITS[group];
        out += unit;
        zeroPending = false;
      }
      groupHasDigit = false;
    }
  }
  return out;
}
