import { IconButton } from '@mui/material';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { Hint } from './hint';

function renderHint(title = 'Sair', onMouseEnter = vi.fn()) {
  render(
    <Hint title={title} placement="right">
      <IconButton aria-label="Sair" onMouseEnter={onMouseEnter}>
        ×
      </IconButton>
    </Hint>,
  );
  return { button: screen.getByRole('button', { name: 'Sair' }), onMouseEnter };
}

describe('Hint', () => {
  afterEach(() => vi.useRealTimers());

  it('shows on hover, keeps the button’s own handlers, and is accessible', async () => {
    const { button, onMouseEnter } = renderHint();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sair');
    expect(onMouseEnter).toHaveBeenCalledOnce();
    await expectAccessible();
  });

  it('stays while the pointer moves onto it, closes after leaving both', () => {
    vi.useFakeTimers();
    const { button } = renderHint();
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(screen.getByRole('tooltip'));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('tooltip'));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus and closes on Escape and on blur', async () => {
    const user = userEvent.setup();
    renderHint();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sair');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when the page scrolls', () => {
    const { button } = renderHint();
    fireEvent.mouseEnter(button);
    fireEvent.scroll(window);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('an empty title shows nothing', () => {
    const { button } = renderHint('');
    fireEvent.mouseEnter(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('beside the window’s right edge, lines up with the button’s right edge', () => {
    render(
      <Hint title="Notificações">
        <IconButton aria-label="Notificações">!</IconButton>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Notificações' });
    const right = window.innerWidth - 10;
    button.getBoundingClientRect = () => new DOMRect(right - 40, 8, 40, 40);
    fireEvent.mouseEnter(button);
    const hint = screen.getByRole('tooltip');
    expect(hint).toHaveStyle({ right: '10px' });
    expect(getComputedStyle(hint).left).toBe('');
  });
});
