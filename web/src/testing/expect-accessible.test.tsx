// The component-level accessibility check finds what the browser check finds, structure-wise.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations, expectAccessible } from './expect-accessible';

afterEach(() => {
  cleanup();
});

describe('expectAccessible', () => {
  it('passes a named control in a well-formed list', async () => {
    render(
      <ul>
        <li>
          <button type="button">Baixar</button>
        </li>
      </ul>,
    );
    await expectAccessible();
  });

  it('fails on a list holding a non-item and on a button without a name', async () => {
    render(
      <ul>
        <div>
          <button type="button" />
        </div>
      </ul>,
    );
    const rules = (await accessibilityViolations()).map((violation) => violation.rule);
    expect(rules).toEqual(expect.arrayContaining(['list', 'button-name']));
  });
});
