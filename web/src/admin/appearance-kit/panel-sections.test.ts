import { describe, expect, it } from 'vitest';
import { sectionsWithErrors } from './panel-sections';

describe('sections with errors', () => {
  const sections = [
    { key: 'general', fields: ['headline', 'subheadline'], path: '/g', label: 'General' },
    { key: 'actions', fields: ['actions'], path: '/a', label: 'Action buttons' },
    { key: 'menus', fields: ['menus'], path: '/m', label: 'Menus' },
  ];

  it('lists the other sections that own an error key (the key itself or below it)', () => {
    const errors = { headline: 'Required', 'actions.1.label': 'Too long', menusx: 'not a menus key' };
    expect(sectionsWithErrors(sections, 'menus', errors).map((s) => s.key)).toEqual(['general', 'actions']);
  });

  it('leaves out the open section and sections without errors', () => {
    expect(sectionsWithErrors(sections, 'actions', { 'actions.0.action': 'Bad' })).toEqual([]);
    expect(sectionsWithErrors(sections, 'general', {})).toEqual([]);
  });
});
