import { type ReactNode, useEffect, useRef } from 'react';

interface StepHeadingProps {
  /** The wizard moved to this step: the heading takes the focus, so keyboard and screen reader users land here. */
  focus: boolean;
  children: ReactNode;
}

/** The heading of a wizard step; on the first step of a fresh visit the focus stays where the page put it. */
export function StepHeading({ focus, children }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="transfer-step__title">
      {children}
    </h2>
  );
}
