import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PictureCarousel } from './PictureCarousel';
import { deckPicture } from '../../discover/test/fixtures';

const pictures = [deckPicture(1, 2), deckPicture(1, 0), deckPicture(1, 1)];
const shown = () => screen.getByRole('img', { name: /^Picture \d of 3$/ });

describe('PictureCarousel', () => {
  it('shows the pictures in their order and moves with the arrows, wrapping around', async () => {
    const user = userEvent.setup();
    render(<PictureCarousel pictures={pictures} name="Yusuf" />);
    expect(screen.getByRole('region', { name: 'Pictures of Yusuf' })).toBeInTheDocument();
    expect(shown()).toHaveAccessibleName('Picture 1 of 3');
    expect(shown()).toHaveAttribute('src', '/media/p1-0.webp?sig=x');

    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toHaveAttribute('src', '/media/p1-1.webp?sig=x');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toHaveAccessibleName('Picture 3 of 3');
  });

  it('jumps with the dots and follows the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PictureCarousel pictures={pictures} name="Yusuf" />);
    const third = screen.getByRole('button', { name: 'Show picture 3 of 3' });
    await user.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(shown()).toHaveAttribute('src', '/media/p1-2.webp?sig=x');

    // Keyboard: focus is on a dot inside the carousel; the arrow keys move through the pictures.
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Picture 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Picture 3 of 3');
  });

  it("replaces a picture that fails to load with the placeholder and 'Image unavailable', and logs it", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PictureCarousel pictures={pictures} name="Yusuf" />);
    fireEvent.error(shown());
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Picture 1 of 3' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load profile image', expect.anything());
    // The other pictures still load normally.
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toHaveAccessibleName('Picture 2 of 3');
  });

  it('shows the placeholder, without arrows or dots, when there is no picture', () => {
    render(<PictureCarousel pictures={[]} name="Yusuf" />);
    expect(screen.getByText('No picture yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a blurred picture is blurred on purpose: photos visible after a match', () => {
    render(<PictureCarousel pictures={[{ ...deckPicture(2, 0), blurred: true }]} name="Maryam" />);
    expect(screen.getByText('Photos visible after a match')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 1 of 1' })).toHaveClass('blur-md');
  });

  it('shows no notice on pictures that are not blurred', () => {
    render(<PictureCarousel pictures={[deckPicture(2, 0)]} name="Maryam" />);
    expect(screen.queryByText('Photos visible after a match')).not.toBeInTheDocument();
  });
});
