export default function RightSideBar() {
  return <div className="side-bar side-bar--right" />
}
