import { describe, expect, it } from 'vitest';
import { formatRatioOutput, parseRatioOutput, processRatio } from './in-process-ratio-output.ts';

describe('the line an in-process-ratio.ts process prints', () => {
  it('pairs the ratios by round and reads back what it wrote', () => {
    const line = formatRatioOutput([900, 800], [1000, 1000]);
    expect(parseRatioOutput(`${line}\n`)).toEqual({
      ratios: [0.9, 0.8],
      mockFetch: [900, 800],
      appFetch: [1000, 1000],
    });
  });

  it('reads the last non-empty line, whatever was printed before it', () => {
    const line = formatRatioOutput([500], [1000]);
    expect(parseRatioOutput(`a warning\n${line}\n\n`).ratios).toEqual([0.5]);
  });

  it('throws with what was printed when the line is no JSON', () => {
    expect(() => parseRatioOutput('Error: boom\n')).toThrow(/printed no JSON line: "Error: boom\\n"/);
    expect(() => parseRatioOutput('')).toThrow(/no JSON line/);
  });

  it('throws on series that are missing, empty, of other lengths or not positive numbers', () => {
    for (const line of [
      '{"ratios":[0.9],"mockFetch":[900]}',
      '{"ratios":[],"mockFetch":[],"appFetch":[]}',
      '{"ratios":[0.9,0.8],"mockFetch":[900],"appFetch":[1000]}',
      '{"ratios":[0.9],"mockFetch":["900"],"appFetch":[1000]}',
      '{"ratios":[null],"mockFetch":[900],"appFetch":[1000]}',
      '[1,2,3]',
    ])
      expect(() => parseRatioOutput(line), line).toThrow(/unexpected line/);
  });

  it('tells the median of its rounds', () => {
    expect(
      processRatio(parseRatioOutput(formatRatioOutput([700, 900, 800], [1000, 1000, 1000]))),
    ).toBeCloseTo(0.8);
  });
});
