fn main() {
    println!("dubdeck-cli");
}
