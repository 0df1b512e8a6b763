// The styles a file inserted are gone for the next one, and its components insert them again.
import { Button } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetEarlierStyles } from './forget-earlier-styles';

const emotionStyles = () => document.head.querySelectorAll('style[data-emotion]');

afterEach(() => {
  cleanup();
});

describe('forgetEarlierStyles', () => {
  it('removes the rules rendered so far, and a later render inserts its own again', () => {
    render(<Button variant="contained">Salvar</Button>);
    expect(emotionStyles().length).toBeGreaterThan(0);
    cleanup();

    forgetEarlierStyles();
    expect(emotionStyles()).toHaveLength(0);

    render(<Button variant="contained">Salvar</Button>);
    expect(emotionStyles().length).toBeGreaterThan(0);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Salvar' })).cursor).toBe('pointer');
  });
});
