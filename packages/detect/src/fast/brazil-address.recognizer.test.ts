import { describe, expect, it } from 'vitest';
import { brazilAddressRecognizer } from './brazil-address.recognizer';

const found = (text: string) =>
  brazilAddressRecognizer
    .find({ text } as Parameters<typeof brazilAddressRecognizer.find>[0])
    .map((one) => ({ text: text.slice(one.start, one.end), score: one.score }));
const addresses = (text: string) => found(text).map((one) => one.text);

describe('brazilAddressRecognizer', () => {
  it('reads a street by its type word and number, with district, city and state', () => {
    expect(found('Av. Bayer Filho, 1999, Centro, Tijucas - SC')).toEqual([
      { text: 'Av. Bayer Filho, 1999, Centro, Tijucas - SC', score: 0.85 },
    ]);
    expect(addresses('Rua 21 214 - Maracanaú/ - CEP: 61900-460')).toEqual([
      'Rua 21 214 - Maracanaú/ - CEP: 61900-460',
    ]);
    expect(addresses('Endereço: Rua Augusta, nº 1500, Apto 45, Consolação, São Paulo/SP')).toEqual([
      'Rua Augusta, nº 1500, Apto 45, Consolação, São Paulo/SP',
    ]);
    expect(addresses('R GEREMIAS EUGENIO DA SILVA, 85, CENTRO')).toEqual([
      'R GEREMIAS EUGENIO DA SILVA, 85, CENTRO',
    ]);
  });

  it('runs on over the lines under it that hold a district, a city with its state or a CEP', () => {
    expect(addresses('RUA 123, 123, 2 CASA\n89037710 - TESTE - BLUMENAU SC\nPagador')).toEqual([
      'RUA 123, 123, 2 CASA\n89037710 - TESTE - BLUMENAU SC',
    ]);
    const sender = 'Rua do Remetente, Casa, 123\nBairro do Remetente - 12.345-678\nSão Paulo - SP';
    expect(addresses(sender)).toEqual([sender]);
    expect(addresses('Rua das Flores, 123\nJardim Paulista\nCEP 01415-000')).toEqual([
      'Rua das Flores, 123\nJardim Paulista\nCEP 01415-000',
    ]);
  });

  it('is surer of a street with its place than of a street alone', () => {
    expect(found('Rua das Flores, 123\nObrigado pela compra')).toEqual([
      { text: 'Rua das Flores, 123', score: 0.6 },
    ]);
  });

  it('leaves prose, initials and streets without a number', () => {
    expect(addresses('Dear R Jones, 12 items were sent.')).toEqual([]);
    expect(addresses('A Rua Augusta é famosa.')).toEqual([]);
    expect(addresses('Rua 2024')).toEqual([]);
  });
});
