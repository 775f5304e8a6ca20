export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      <p>The same Next.js version as the site, with nothing of its own: the reference for every ratio.</p>
    </main>
  );
}
