import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderClock } from '../shell/HeaderClock';
import { DEFAULT_TIME_ZONE, setTimeZone, timeSettings } from '../services/time';
import { formatInstant } from '../services/time-format';
import TimeSettingPage from './TimeSettingPage';
import { fetchServerClockOffset } from '../services/server-time';
import { fakeApi, fakeServices, renderPage } from '../../tests/support/fake-services';

// 22 Nov 2026 20:00:05 UTC: 23 Nov 01:30:05 in India, a different day.
const KNOWN = Date.UTC(2026, 10, 22, 20, 0, 5);

describe('time setting', () => {
  afterEach(() => setTimeZone(DEFAULT_TIME_ZONE));

  it('changes how a known instant is shown', () => {
    expect(formatInstant(KNOWN, 'DD/MM/YYYY HH:mm:ss', 'india')).toBe('23/11/2026 01:30:05');
    expect(formatInstant(KNOWN, 'DD/MM/YYYY HH:mm:ss', 'system')).toBe('22/11/2026 20:00:05');
    const device = new Date(KNOWN);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatInstant(KNOWN, 'DD/MM/YYYY HH:mm:ss', 'device')).toBe(`${pad(device.getDate())}/${pad(device.getMonth() + 1)}/${device.getFullYear()} ${pad(device.getHours())}:${pad(device.getMinutes())}:${pad(device.getSeconds())}`);
    expect(formatInstant(null)).toBe('N/A');
    expect(formatInstant('not a date')).toBe('N/A');
  });

  it('defaults to the device, applies a choice at once to the page and the header clock, and remembers it', async () => {
    expect(timeSettings.zoneName).toBe('device');
    renderPage(<TimeSettingPage />, fakeServices());
    render(<HeaderClock now={() => KNOWN} />);
    expect((screen.getByRole('radio', { name: /Your Device Time/ }) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /India Standard Time \(GMT \+5\.5:30\)/ })));
    expect(timeSettings.zoneName).toBe('india');
    expect(window.localStorage.getItem('timeZoneName')).toBe('india');
    expect(screen.getByTestId('header-clock').textContent).toBe('23/11/2026 01:30:05GMT +5.5:30');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /System Time \(GMT \+0:00\)/ })));
    expect(screen.getByTestId('header-clock').textContent).toBe('22/11/2026 20:00:05GMT +0:00');
    expect(screen.getByTestId('time-preview').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} (AM|PM)$/);
  });

  it('refuses an unknown zone name', () => {
    expect(() => setTimeZone('mars' as never)).toThrow('Unknown time zone "mars": use one of system, device, india.');
  });

  it("reads the exchange's clock, and warns when this device's differs by 2 s or more", async () => {
    const api = fakeApi();
    api.get.mockResolvedValueOnce({ success: true, result: '2026-11-22T20:00:10.000Z' });
    let t = KNOWN - 5;
    expect(await fetchServerClockOffset(api, () => (t += 5))).toBe(4997.5);
    expect(api.get).toHaveBeenCalledWith('server-time');
    api.get.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ success: false });
    expect(await fetchServerClockOffset(api)).toBeNull();
    expect(await fetchServerClockOffset(api)).toBeNull();

    setTimeZone('system');
    api.get.mockResolvedValue({ success: true, result: new Date(Date.now() + 60_000).toISOString() });
    renderPage(<TimeSettingPage />, fakeServices({ api }));
    const clock = await screen.findByTestId('exchange-clock');
    expect(clock.parentElement!.textContent).toMatch(/Exchange clock: .* \(this device is (59|60|61) s behind\)/);
  });
});
