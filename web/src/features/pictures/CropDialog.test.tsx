import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { imageFile } from '../../test/profileFixtures';
import { CropDialog } from './CropDialog';
import { loadCropPicture, stubCropLayout } from './test/pictureFakes';

async function openOnPicture() {
  stubCropLayout();
  const onApply = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<CropDialog file={imageFile('phone.jpg')} onApply={onApply} onCancel={onCancel} />);
  const frame = await loadCropPicture(await screen.findByRole('dialog', { name: 'Crop and straighten' }));
  return { user, frame, onApply, onCancel };
}

const apply = () => screen.getByRole('button', { name: 'Apply' });

describe('CropDialog', () => {
  it('hands back the centred card-shaped area when applied untouched', async () => {
    const { user, onApply } = await openOnPicture();
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith({ area: { x: 180, y: 0, width: 640, height: 800 }, rotation: 0 });
  });

  it('moves the crop with the arrow keys: Apply hands back the area moved', async () => {
    const { user, frame, onApply } = await openOnPicture();
    frame.focus();
    // Each arrow moves the picture 10 screen pixels, so the area 25 picture pixels the other way.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith({ area: { x: 105, y: 0, width: 640, height: 800 }, rotation: 0 });
  });

  it('zooms with + and -, and straightens with a labelled slider', async () => {
    const { user, frame, onApply } = await openOnPicture();
    frame.focus();
    await user.keyboard('++-');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '1.1×');
    const straighten = screen.getByRole('slider', { name: 'Straighten' });
    straighten.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(straighten).toHaveAttribute('aria-valuetext', '2°');
    await user.click(apply());
    const [[choice]] = onApply.mock.calls as [[{ area: { width: number }; rotation: number }]];
    expect(choice.rotation).toBe(2);
    expect(choice.area.width).toBeLessThan(640);
  });

  it('Escape cancels without applying', async () => {
    const { user, onApply, onCancel } = await openOnPicture();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("gives the next picture's crop frame the focus once it is drawn (Apply, pressed for the one before, is disabled meanwhile)", async () => {
    stubCropLayout();
    const user = userEvent.setup();
    const props = { onApply: vi.fn(), onCancel: vi.fn(), onWhole: vi.fn() };
    const { rerender } = render(<CropDialog file={imageFile('one.jpg')} {...props} />);
    const firstFrame = await loadCropPicture(await screen.findByRole('dialog'));
    expect(firstFrame).not.toHaveFocus();
    await user.click(apply());

    rerender(<CropDialog file={imageFile('two.jpg')} {...props} />);
    expect(apply()).toBeDisabled();
    const frame = await loadCropPicture(screen.getByRole('dialog'));
    await waitFor(() => expect(frame).toHaveFocus());
    expect(apply()).toBeEnabled();
  });
});
