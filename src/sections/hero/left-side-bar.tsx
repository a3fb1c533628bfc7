export default function LeftSideBar() {
  return <div className="side-bar side-bar--left" />
}
