// For tests only: yet-another-react-lightbox ships ES modules only, which this jest setup does
// not transform. A test replaces it with this stand-in, which shows the picture the viewer was
// opened at and the button titles it was given:
// jest.mock('yet-another-react-lightbox', () => require('../../lightbox-test-double'));
import { useState } from 'react';

interface LightboxDoubleProps {
  index: number;
  close: () => void;
  slides: { src: string; alt?: string }[];
  labels: Record<string, string>;
}

function LightboxDouble({ index, close, slides, labels }: LightboxDoubleProps) {
  const [shown, setShown] = useState(index);
  const slide = slides[shown];
  return (
    <div role="dialog" aria-label={labels.Lightbox}>
      <img src={slide?.src} alt={slide?.alt ?? ''} />
      <button type="button" aria-label={labels.Next} onClick={() => setShown(shown + 1)} />
      <button type="button" aria-label={labels.Close} onClick={close} />
    </div>
  );
}

export default LightboxDouble;
