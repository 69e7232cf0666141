import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { ASK_QUESTION_MAX } from '@hearth/domain/constants';

interface ChatInputProps {
  /** Sends the question; false when it was not sent (blank, or an answer is still awaited). */
  onSend: (text: string) => boolean;
  isWaiting: boolean;
}

/** The single-line box: Enter or Send sends, and the focus stays in the box. */
export function ChatInput({ onSend, isWaiting }: ChatInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // The box is what the page is for: the reader can type at once.
  useEffect(() => inputRef.current?.focus(), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onSend(text)) setText('');
    // A click on Send moved the focus to the button, which is now disabled: back to the box.
    inputRef.current?.focus();
  }

  return (
    <form className="assistant-input" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('assistant.inputLabel')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="field__input"
        type="text"
        name="q"
        maxLength={ASK_QUESTION_MAX}
        autoComplete="off"
        enterKeyHint="send"
        placeholder={t('assistant.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={isWaiting}>
        {t('assistant.send')}
      </button>
    </form>
  );
}
