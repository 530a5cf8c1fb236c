/* outer
   /* inner closed */
   /* inner2
      /* inner3 */
   closed inner2 */
   outer still open
func f() {}
