export { Slider, SLIDER_DEFAULTS, type SliderProps } from './Slider';
export { default } from './Slider';
