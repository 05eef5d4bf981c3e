import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useIdParam } from './id-param';

function idAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="detail/:id" element={children} />
      </Routes>
    </MemoryRouter>
  );
  return renderHook(() => useIdParam(), { wrapper }).result.current;
}

describe('useIdParam', () => {
  it('takes a positive whole number, and nothing else, as a record id', () => {
    expect(idAt('/detail/42')).toEqual({ id: 42, valid: true });
    for (const bad of ['0', '-3', '1.5', 'abc']) expect(idAt(`/detail/${bad}`).valid, bad).toBe(false);
  });
});
