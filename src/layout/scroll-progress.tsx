export function ScrollProgress() {
  return <div className="scroll-progress" data-testid="scroll-progress" aria-hidden="true" />
}
