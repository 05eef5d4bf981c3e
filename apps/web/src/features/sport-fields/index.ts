// The sport-fields feature's door for other features: the venue picker of the tournament and league
// match forms and the map link of a point.
export { mapUrl } from './api';
export { SportFieldSelect, useVenuePicker } from './components/SportFieldSelect';
