import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './image';

describe('Image', () => {
  it('replaces an image that fails to load with the not-found placeholder', () => {
    render(<Image src="/brand-assets/demo/missing.svg" alt="โลโก้" />);
    fireEvent.error(screen.getByRole('img', { name: 'โลโก้' }));
    const placeholder = screen.getByTestId('image-placeholder');
    expect(placeholder.getAttribute('aria-label')).toBe('โลโก้');
    expect(placeholder.textContent).toContain('ไม่พบรูปภาพ');
  });

  it('shows the placeholder when no image is configured', () => {
    render(<Image src={undefined} alt="" />);
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
  });

  it('tries again when the source changes', () => {
    const { rerender } = render(<Image src="/a.svg" alt="รูป" />);
    fireEvent.error(screen.getByRole('img', { name: 'รูป' }));
    rerender(<Image src="/b.svg" alt="รูป" />);
    expect(screen.getByRole('img', { name: 'รูป' }).getAttribute('src')).toBe('/b.svg');
  });
});
