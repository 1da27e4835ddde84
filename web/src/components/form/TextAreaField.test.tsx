import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField';

function Reason({ max }: { max?: number }) {
  const [value, setValue] = useState('');
  return <TextAreaField label="Reason" max={max} value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('TextAreaField', () => {
  it('given a max, stops typing there and counts the text without its surrounding spaces', async () => {
    const user = userEvent.setup();
    render(<Reason max={12} />);
    const field = screen.getByLabelText('Reason');
    expect(field).toHaveAttribute('maxlength', '12');
    expect(screen.getByText('0/12')).toHaveAttribute('aria-hidden', 'true');
    await user.type(field, '  hello  ');
    expect(screen.getByText('5/12')).toBeInTheDocument();
    await user.type(field, 'and much more');
    expect(field).toHaveValue('  hello  and');
    expect(screen.getByText('10/12')).toBeInTheDocument();
  });

  it('without a max, has no limit and no counter', () => {
    const { container } = render(<Reason />);
    expect(screen.getByLabelText('Reason')).not.toHaveAttribute('maxlength');
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
