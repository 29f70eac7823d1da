/**
 * Short blips on take-off and cash-out, off until the player switches them on; the choice is kept in
 * localStorage. The audio context is made on the first switch-on, inside the click that allows it.
 */
const KEY = 'aviator-sound';

export interface Sound {
  readonly on: boolean;
  toggle(): boolean;
  blip(kind: 'take-off' | 'cash-out'): void;
}

function stored(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function sound(): Sound {
  let on = stored();
  let audio: AudioContext | null = null;
  const context = () => {
    if (!audio && typeof AudioContext === 'function') audio = new AudioContext();
    return audio;
  };
  return {
    get on() {
      return on;
    },
    toggle() {
      on = !on;
      try {
        window.localStorage.setItem(KEY, on ? 'on' : 'off');
      } catch {
        // A frame without storage keeps the choice for this visit only.
      }
      if (on) void context()?.resume();
      return on;
    },
    blip(kind) {
      const ctx = on ? context() : null;
      if (!ctx) return;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const start = ctx.currentTime;
      oscillator.type = 'triangle';
      oscillator.frequency.setValueAtTime(kind === 'take-off' ? 440 : 880, start);
      oscillator.frequency.exponentialRampToValueAtTime(kind === 'take-off' ? 880 : 1320, start + 0.12);
      gain.gain.setValueAtTime(0.12, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.18);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.2);
    },
  };
}
