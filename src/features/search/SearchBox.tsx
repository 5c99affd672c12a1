// PLACEHOLDER until the search work lands (spec §4/§5 product search box).
export default function SearchBox() {
  return <input type="search" aria-label="Search products" placeholder="Search products" />;
}
