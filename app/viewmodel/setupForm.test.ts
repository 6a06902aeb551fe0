import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { emptyDraft, evaluateDraft, fieldErrorText, type SetupDraft } from './setupForm.ts';

const withField = (
  d: SetupDraft,
  field: 'ntoSelect' | 'ringsPerRealm' | 'replicasPerRing',
  v: string,
): SetupDraft => ({
  ...d,
  placement: { ...d.placement, statestorage: { ...d.placement.statestorage, [field]: v } },
});

describe('evaluateDraft', () => {
  it('accepts the preset defaults', () => {
    const r = evaluateDraft(emptyDraft('mirror-3-dc', 1));
    expect(r.ok).toBe(true);
    expect(r.config?.statestorage.ringGroups[0]?.ntoSelect).toBe(9);
    expect(r.problems).toEqual([]);
  });
  it('reports field errors by field and blocks apply', () => {
    const r = evaluateDraft({ ...withField(emptyDraft('mirror-3-dc', 1), 'ntoSelect', 'x'), seed: 'abc' });
    expect(r.ok).toBe(false);
    expect(Object.keys(r.fieldErrors).sort()).toEqual(['seed', 'statestorage.ntoSelect']);
  });
  it('passes numbers to the builder and lets the validator judge them', () => {
    const tooMany = evaluateDraft(withField(emptyDraft('single-dc-8-racks', 1), 'ntoSelect', '9'));
    expect(tooMany.ok).toBe(false);
    expect(tooMany.problems.map((p) => p.code)).toContain('nto-select-range');
    const even = evaluateDraft(withField(emptyDraft('single-dc-8-racks', 1), 'ntoSelect', '4'));
    expect(even.ok).toBe(true);
    expect(even.problems.map((p) => p.code)).toEqual(['nto-select-even']);
    const fewer = evaluateDraft(withField(emptyDraft('mirror-3-dc', 1), 'ringsPerRealm', '1'));
    expect(fewer.config?.statestorage.ringGroups[0]?.rings).toHaveLength(3);
  });
  it('refuses more rings per DC than racks, and more replicas per ring than nodes per rack', () => {
    const rings = evaluateDraft(withField(emptyDraft('mirror-3-dc', 1), 'ringsPerRealm', '5'));
    expect(rings.ok).toBe(false);
    const ringsError = rings.fieldErrors['statestorage.ringsPerRealm'];
    expect(ringsError && fieldErrorText(ringsError)).toBe(
      'StateStorage rings per DC can be at most 3 here: each ring takes a rack of its own, and a DC has 3 racks',
    );
    expect(evaluateDraft(withField(emptyDraft('mirror-3-dc', 1), 'ringsPerRealm', '3')).ok).toBe(true);
    const replicas = evaluateDraft(withField(emptyDraft('mirror-3-dc', 1), 'replicasPerRing', '4'));
    const replicasError = replicas.fieldErrors['statestorage.replicasPerRing'];
    expect(replicasError && fieldErrorText(replicasError)).toContain('at most 3');
  });
  it('says field errors in the page language', async () => {
    const r = evaluateDraft({ ...withField(emptyDraft('mirror-3-dc', 1), 'ntoSelect', 'x'), seed: 'abc' });
    const texts = () => Object.values(r.fieldErrors).map(fieldErrorText);
    expect(texts()).toContain('StateStorage nto_select must be a whole number');
    await i18n.changeLanguage('ru');
    try {
      expect(texts()).toContain('StateStorage nto_select: нужно целое число');
      for (const text of texts()) expect(text).toMatch(/[а-яё]{3}/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
