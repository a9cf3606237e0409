import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HowItWorksSection } from './how-it-works-section';

describe('HowItWorksSection', () => {
  it('is a valid ordered list: only <li> children, one per step', () => {
    render(<HowItWorksSection />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
