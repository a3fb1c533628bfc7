import './radial-gradient.css'

/** A soft glow that lets Projects fade into About; pure decoration. */
export default function RadialGradient() {
  return <div className="radial-gradient" aria-hidden="true" />
}
