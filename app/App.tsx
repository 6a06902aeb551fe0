export function App() {
  return <h1>Quorumscope</h1>;
}
