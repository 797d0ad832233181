import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Plays the companion's spoken replies through one audio element. `playing` is true from the
 * moment a reply starts until it ends, fails or is paused, so the page can hold the mic and send.
 */
export function useReplyAudio() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  const play = useCallback(async (url: string) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.src = url;
    setPlaying(true);
    try {
      await audio.play();
    } catch (error) {
      // Blocked autoplay or an expired file: the text is there, the controls come back.
      console.warn('reply audio did not play', error);
      setPlaying(false);
    }
  }, []);

  const stopped = useCallback(() => setPlaying(false), []);

  useEffect(() => {
    const audio = audioRef.current;
    const pauseWhenHidden = () => {
      if (document.visibilityState === 'hidden' && audio && !audio.paused) audio.pause();
    };
    document.addEventListener('visibilitychange', pauseWhenHidden);
    return () => {
      document.removeEventListener('visibilitychange', pauseWhenHidden);
      audio?.pause();
    };
  }, []);

  /** Spread onto the page's <audio> element. */
  const audioProps = { ref: audioRef, onEnded: stopped, onError: stopped, onPause: stopped, preload: 'auto' as const };
  return { audioProps, playing, play };
}
