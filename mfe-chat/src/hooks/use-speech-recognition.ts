import { useCallback, useEffect, useRef, useState } from 'react';
import { showAlert } from '@ieum/platform';

/** The part of the Web Speech API's SpeechRecognition this page uses (events: result, error, end). */
interface Recognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
}

interface RecognitionResultEvent extends Event {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

interface RecognitionErrorEvent extends Event {
  error?: string;
}

type RecognitionConstructor = new () => Recognition;

export const SPEECH_UNSUPPORTED_MESSAGE =
  '이 브라우저에서는 음성 인식을 사용할 수 없어요. 대화를 글자로 입력해 주세요. (크롬이나 삼성 인터넷에서는 말로 하실 수 있어요.)';
export const MIC_NOT_ALLOWED_MESSAGE = '마이크를 사용할 수 없어요. 브라우저 설정에서 마이크 사용을 허용해 주세요.';

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** The browser's speech recognition in Korean; each final transcript goes to onFinalTranscript. */
export function useSpeechRecognition(onFinalTranscript: (text: string) => void) {
  const supported = recognitionConstructor() !== undefined;
  const [active, setActive] = useState(false);
  const recognitionRef = useRef<Recognition | null>(null);
  const onFinalRef = useRef(onFinalTranscript);
  useEffect(() => {
    onFinalRef.current = onFinalTranscript;
  }, [onFinalTranscript]);

  const stop = useCallback(() => {
    const recognition = recognitionRef.current;
    // Cleared first: the events of a stopped recognition no longer reach the page.
    recognitionRef.current = null;
    setActive(false);
    if (!recognition) return;
    try {
      recognition.stop();
    } catch (error) {
      console.warn('speech recognition stop failed', error);
    }
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      void showAlert(SPEECH_UNSUPPORTED_MESSAGE);
      return;
    }
    const recognition = new Constructor();
    recognition.lang = 'ko-KR';
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.addEventListener('result', (event) => {
      if (recognitionRef.current !== recognition) return;
      const { resultIndex, results } = event as RecognitionResultEvent;
      for (let index = resultIndex; index < results.length; index += 1) {
        const result = results[index];
        const transcript = result.isFinal ? result[0]?.transcript?.trim() : '';
        if (transcript) onFinalRef.current(transcript);
      }
    });
    const finish = () => {
      if (recognitionRef.current !== recognition) return false;
      recognitionRef.current = null;
      setActive(false);
      return true;
    };
    recognition.addEventListener('error', (event) => {
      const { error } = event as RecognitionErrorEvent;
      console.warn('speech recognition error', error);
      // A refused microphone would otherwise look like a mic that does nothing.
      if (finish() && (error === 'not-allowed' || error === 'service-not-allowed')) void showAlert(MIC_NOT_ALLOWED_MESSAGE);
    });
    recognition.addEventListener('end', finish);
    try {
      recognition.start();
      recognitionRef.current = recognition;
      setActive(true);
    } catch (error) {
      console.warn('speech recognition did not start', error);
      setActive(false);
    }
  }, []);

  const toggle = useCallback(() => (recognitionRef.current ? stop() : start()), [start, stop]);

  useEffect(() => stop, [stop]);

  return { supported, active, start, stop, toggle };
}
