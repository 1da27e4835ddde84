import { DELIVERY_ERROR_MAX } from '@mithaq/contract/deliveries';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskId, maskName, safeDeliveryError } from '../../src/features/admin/delivery-mask';

describe('maskEmail', () => {
  it.each([
    ['fatima@example.com', 'f•••@e•••.com'],
    ['a@b.co.uk', 'a•••@b•••.uk'],
    ['Yusuf.Ali+news@Mail.Example.ORG', 'Y•••@M•••.ORG'],
    ['عائشة@مثال.test', 'ع•••@م•••.test'],
    ['root@localhost', 'r•••@l•••'],
  ])('shows %s as %s', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });

  it.each(['', 'no-at-sign', '@example.com', 'someone@'])('shows only dots for the malformed %j', (address) => {
    expect(maskEmail(address)).toBe('•••');
  });
});

describe('maskId', () => {
  it('keeps the first four characters', () => {
    expect(maskId('1a2b3c4d-0000-4000-8000-000000000000')).toBe('1a2b•••');
  });
});

describe('safeDeliveryError', () => {
  it('keeps what a mail or push host said', () => {
    expect(safeDeliveryError('Error: connect ECONNREFUSED 127.0.0.1:1')).toBe('Error: connect ECONNREFUSED 127.0.0.1:1');
    expect(safeDeliveryError(null)).toBeNull();
  });

  it('keeps only the host of a link, so no token travels', () => {
    expect(safeDeliveryError('Error: bad line https://mithaq.example/reset-password?token=abc123 in body')).toBe(
      'Error: bad line https://mithaq.example/••• in body',
    );
    expect(safeDeliveryError('at https://user:pw@push.example/send/xyz')).toBe('at https://push.example/•••');
  });

  it('masks addresses and secret parameters outside links', () => {
    expect(safeDeliveryError('550 5.1.1 <fatima@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <f•••@e•••.com>: Recipient address rejected',
    );
    expect(safeDeliveryError('refused: token=s3cr3t&x=1')).toBe('refused: token=•••&x=1');
  });

  it(`cuts a long error to ${DELIVERY_ERROR_MAX} characters`, () => {
    const cut = safeDeliveryError('x'.repeat(DELIVERY_ERROR_MAX * 3))!;
    expect([...cut]).toHaveLength(DELIVERY_ERROR_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('maskName', () => {
  it.each([
    ['Maryam', 'M•••'],
    ['  Ömer Faruk', 'Ö•••'],
    ['عائشة', 'ع•••'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
