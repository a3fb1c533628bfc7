export default function RadialGradient() {
  return <div className="radial-gradient" aria-hidden="true" />
}
