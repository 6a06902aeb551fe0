import { describe, expect, it } from 'vitest';
import { importYdbConfig } from '../../engine/index.ts';
import { decodeConfigLink, encodeConfigLink, MAX_CONFIG_PARAM_CHARS } from './configLink.ts';
import sample from '../../public/configs/block-4-2-8-racks.yaml?raw';

describe('config link', () => {
  it('round-trips a config through base64url deflate-raw', async () => {
    const link = await encodeConfigLink(sample);
    expect(link).not.toBeNull();
    expect(link!).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(link!.length).toBeLessThan(sample.length);
    const back = await decodeConfigLink(link!);
    expect(back).toEqual({ ok: true, text: sample });
    expect(importYdbConfig(back.ok ? back.text : '').problems).toEqual([]);
  });

  it('refuses a truncated or corrupt link with a sentence, never a throw', async () => {
    const link = (await encodeConfigLink(sample))!;
    for (const bad of [link.slice(0, link.length >> 1), 'not base64!', '', 'AAAA', link.slice(0, 5)]) {
      const r = await decodeConfigLink(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/config link/);
    }
  });

  it('keeps to the size limit both ways', async () => {
    const r = await decodeConfigLink('A'.repeat(MAX_CONFIG_PARAM_CHARS + 1));
    expect(r).toEqual({ ok: false, message: expect.stringContaining(String(MAX_CONFIG_PARAM_CHARS)) });
    // Random text does not compress: far past the limit once encoded.
    let noise = '';
    for (let i = 0; noise.length < 3 * MAX_CONFIG_PARAM_CHARS; i++)
      noise += ((i * 2654435761) >>> 7).toString(36);
    expect(await encodeConfigLink(noise)).toBeNull();
  });
});
