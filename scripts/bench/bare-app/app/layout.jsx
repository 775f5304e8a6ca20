// The bare Next.js page `npm run bench` measures beside the site: the framework's floor.
export const metadata = { title: 'Bare page', description: 'A bare Next.js page for comparison' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
