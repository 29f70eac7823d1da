import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { validBrand } from '../../tests/support/fixtures';
import { buildRoutes } from '../router/build-routes';
import { engineStore } from '../state/engine-store';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The engine's routes, as the footer's 'Android app' and the drawers' 'Download APK' reach them. */
function renderDownloadPath() {
  return render(
    <MemoryRouter initialEntries={['/download-apk']}>
      <Routes>{buildRoutes(<Outlet />, [])}</Routes>
      <Where />
    </MemoryRouter>,
  );
}

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

describe('/download-apk', () => {
  afterEach(() => {
    engineStore.brand = null;
  });

  it("offers the brand's Android app, with how to install it, to visitors too", async () => {
    engineStore.brand = await validBrand('red');
    renderDownloadPath();
    expect((await heading()).textContent).toBe('Crimson Exchange for Android');
    expect(screen.getByTestId('where').textContent).toBe('/download-apk');
    const link = screen.getByRole('link', { name: 'Download the Android app' });
    expect(link.getAttribute('href')).toBe('https://crimsonexchange.in/downloads/crimson-exchange.apk');
    expect(screen.getByRole('list', { name: 'How to install' }).children).toHaveLength(3);
  });

  it('links a file kept in the brand folder for download from this site', async () => {
    const brand = await validBrand('green');
    engineStore.brand = { ...brand, assets: { ...brand.assets, androidApp: 'assets/emerald.apk' } };
    renderDownloadPath();
    await heading();
    const link = screen.getByRole('link', { name: 'Download the Android app' });
    expect(link.getAttribute('href')).toBe('/brands/green/assets/emerald.apk');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it.each(['green', 'yellow'] as const)('says plainly that %s has no Android app, with the way home', async (id) => {
    const brand = await validBrand(id);
    engineStore.brand = brand;
    renderDownloadPath();
    expect((await heading()).textContent).toBe('Android app not available');
    expect(screen.getByText(`${brand.identity.appName} does not offer an Android app.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('where').textContent).toBe('/download-apk');
  });
});
