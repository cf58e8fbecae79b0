/**
 * The loading indicator of the shell (a lazy layout or the sign-in page arriving): a CSS spinner
 * from app/shell.css, so the first download carries no MUI. Inside the layouts, PageLoader.
 */
export function ShellLoader() {
  return (
    <div className="shell-loader-frame">
      <div className="shell-loader" role="progressbar" aria-label="Loading" />
    </div>
  );
}
