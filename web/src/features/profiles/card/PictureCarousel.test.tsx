import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, showLanguage } from '../../../lib/i18n';
import { PictureCarousel } from './PictureCarousel';
import { deckPicture } from '../../discover/test/fixtures';

const pictures = [deckPicture(1, 2), deckPicture(1, 0), deckPicture(1, 1)];
const shown = () => screen.getByRole('img', { name: /^Picture \d of 3$/ });
const dot = (number: number) => screen.getByRole('button', { name: new RegExp(`^(Show picture|عرض الصورة) ${number} `) });

/** The carousel with its scroller laid out 300 px wide (jsdom lays nothing out). */
function renderLaidOut() {
  render(<PictureCarousel pictures={pictures} name="Yusuf" />);
  const scroller = screen.getByRole('region').querySelector<HTMLElement>('[aria-live]')!;
  Object.defineProperty(scroller, 'clientWidth', { value: 300 });
  /** Where a finger's swipe (or the scroll in between) leaves it. */
  const swipeTo = (left: number) => {
    scroller.scrollLeft = left;
    fireEvent.scroll(scroller);
  };
  return { scroller, swipeTo };
}

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

  it('follows a swipe: the dot and the picture in view move with the scroll position', () => {
    const { swipeTo } = renderLaidOut();
    swipeTo(300);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(shown()).toHaveAccessibleName('Picture 2 of 3');
    // Half-way past the second picture is still the second; further on, the third.
    swipeTo(420);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    swipeTo(600);
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
    expect(shown()).toHaveAttribute('src', '/media/p1-2.webp?sig=x');
  });

  it('scrolls the scroller with the arrows and the dots, a picture width at a time', async () => {
    const user = userEvent.setup();
    const { scroller } = renderLaidOut();
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(scroller.scrollLeft).toBe(300);
    await user.click(dot(3));
    expect(scroller.scrollLeft).toBe(600);
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(scroller.scrollLeft).toBe(0);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('right to left (Arabic): scrolls towards negative positions and reads them as the same pictures', async () => {
    await showLanguage('ar');
    const user = userEvent.setup();
    const { scroller, swipeTo } = renderLaidOut();
    await user.click(screen.getByRole('button', { name: i18n.t('discover.card.next') }));
    expect(scroller.scrollLeft).toBe(-300);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    swipeTo(-600);
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the dot on the target while the arrows\' smooth scroll passes other pictures, and gives way to a finger', async () => {
    const user = userEvent.setup();
    const { scroller, swipeTo } = renderLaidOut();
    const scrollTo = vi.spyOn(scroller, 'scrollTo').mockImplementation(() => {});
    await user.click(dot(3));
    expect(scrollTo).toHaveBeenCalledWith({ left: 600 });
    swipeTo(300);
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    swipeTo(600);
    swipeTo(300);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    // Heading for the first, the member's finger takes over half-way: the dots follow the finger.
    await user.click(dot(1));
    fireEvent.pointerDown(scroller);
    swipeTo(600);
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
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
