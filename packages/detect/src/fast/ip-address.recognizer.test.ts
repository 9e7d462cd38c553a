import { describe, expect, it } from 'vitest';
import { ipAddressRecognizer } from './ip-address.recognizer';
import { run, texts } from './synthetic-ids.test-helper';

describe('ipAddressRecognizer: IPv4', () => {
  it('finds addresses with exact offsets, also before a port, mask or full stop', () => {
    const text = 'Fra 192.168.1.10, 10.0.0.1/24 og 172.16.0.5:8080. Siste: 8.8.8.8.';
    expect(texts(ipAddressRecognizer, text)).toEqual([
      '192.168.1.10',
      '10.0.0.1',
      '172.16.0.5',
      '8.8.8.8',
    ]);
  });

  it('rejects octets over 255, leading zeros, and version-like strings', () => {
    expect(texts(ipAddressRecognizer, '999.1.1.1 256.0.0.1 01.02.20.23')).toEqual([]);
    expect(texts(ipAddressRecognizer, '1.2.3.4.5 v1.2.3.4 versjon 10.2.0.1')).toEqual([]);
    expect(texts(ipAddressRecognizer, 'beløp 12.50 og 1.2.3')).toEqual([]);
  });

  it('scores one-digit octets low, as they read like section numbers', () => {
    const [small, real] = run(ipAddressRecognizer, 'punkt 1.2.3.4 og 192.168.1.10');
    expect(small!.score).toBeLessThan(0.5);
    expect(real!.score).toBeGreaterThan(0.5);
  });
});

describe('ipAddressRecognizer: IPv6', () => {
  it('finds full and compressed forms with exact offsets', () => {
    const text =
      'Adresser: 2001:db8::1, ::1 og 2001:0db8:85a3:0000:0000:8a2e:0370:7334; fe80::1ff:fe23:4567:890a.';
    expect(texts(ipAddressRecognizer, text)).toEqual([
      '2001:db8::1',
      '::1',
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      'fe80::1ff:fe23:4567:890a',
    ]);
  });

  it('finds IPv4-mapped addresses', () => {
    expect(texts(ipAddressRecognizer, 'fra ::ffff:192.0.2.128 i går')).toEqual([
      '::ffff:192.0.2.128',
    ]);
  });

  it('does not take times, MAC addresses or broken forms for addresses', () => {
    expect(texts(ipAddressRecognizer, 'kl 10:30 og 10:30:00 eller 23:59:59')).toEqual([]);
    expect(texts(ipAddressRecognizer, 'MAC 00:1A:2B:3C:4D:5E')).toEqual([]);
    expect(texts(ipAddressRecognizer, 'feil 1::2::3 og :: alene')).toEqual([]);
  });

  it('scores a full address above a compressed one', () => {
    const [compressed, full] = run(ipAddressRecognizer, '2001:db8::1 2001:db8:0:0:0:0:0:1');
    expect(full!.score).toBeGreaterThan(compressed!.score);
  });
});
